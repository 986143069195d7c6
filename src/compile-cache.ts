import module from 'node:module'

// Not in Node 20's types: enableCompileCache is Node ≥ 22.1, flushCompileCache Node ≥ 23.
const cache = module as { enableCompileCache?: () => unknown; flushCompileCache?: () => void }

/**
 * Keeps V8's compiled code of the modules loaded from now on (dist/ and node_modules) on disk between
 * starts (in the system's temporary directory, or NODE_COMPILE_CACHE), so a start compiles only what
 * changed. Nothing on Node 20, which has no such cache; a cache that cannot be written is skipped by
 * Node itself, and NODE_DISABLE_COMPILE_CACHE turns it off.
 */
export function enableCompileCache(): void {
  cache.enableCompileCache?.()
}

/** Writes what was compiled so far now, not at exit: a server stopped with SIGKILL never exits. */
export function flushCompileCache(): void {
  cache.flushCompileCache?.()
}
