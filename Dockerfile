# syntax=docker/dockerfile:1
# Build stage: install everything, generate the Prisma client (postinstall) and compile to dist/ with the
# embedded database template (prepare → npm run build).
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY prisma ./prisma
COPY scripts ./scripts
COPY src ./src
# The planner (a browser app) is built into dist/planner with the server.
COPY planner ./planner
RUN npm ci --no-audit --no-fund

# Runtime stage: what `node dist/server.js` loads, nothing else. --omit=optional also leaves out the Prisma
# CLI and TypeScript, which @prisma/client lists as optional peers; --ignore-scripts because nothing is
# generated or compiled here.
FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Migrations are read at start from prisma/migrations, next to dist/.
COPY prisma/migrations ./prisma/migrations
# The solutions' pictures, linked from the Solution model in Swagger UI (/docs/solutions.md).
COPY docs/solutions.md ./docs/solutions.md
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# DATABASE_URL comes from the environment; unset, the embedded database lives in /data.
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node runs as PID 1, so `docker stop` signals it directly: it finishes the requests in flight for up to
# SHUTDOWN_GRACE_MS (10 s) and exits 0. Give `docker stop -t` a few seconds more than that.
CMD ["node", "dist/server.js"]
