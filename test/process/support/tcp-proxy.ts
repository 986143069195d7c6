import type { AddressInfo } from 'node:net'
import { connect, createServer, type Server, type Socket } from 'node:net'

interface Link {
  client: Socket
  upstream: Socket
  /** Bytes held back while frozen, per direction; delivered on thaw as TCP would retransmit them. */
  held: { up: Buffer[]; down: Buffer[] }
  broken: boolean
  /** A COMMIT went up on this link and its acknowledgement is to be lost with the connection. */
  cutOnCommit: boolean
}

// PostgreSQL's CommandComplete message for a COMMIT: 'C', its length (4 + "COMMIT\0"), the tag.
const COMMIT_COMPLETE = Buffer.concat([Buffer.from('C'), Buffer.from([0, 0, 0, 11]), Buffer.from('COMMIT\0')])

/**
 * A TCP proxy between the server and PostgreSQL that a test can stop (connections reset, new ones
 * refused: a database that went down), freeze (nothing forwarded either way, new connections accepted
 * but never answered: a network partition) or break (the connections open now die on their next use:
 * a restart or failover the pool has not noticed yet).
 */
export class TcpProxy {
  /** The port the system gave the first listen; listen() after stop() takes it again. */
  port = 0
  private readonly target: { host: string; port: number }
  private server: Server | undefined
  private readonly links = new Set<Link>()
  private frozen = false
  private commitCut: (() => void) | undefined

  private constructor(target: { host: string; port: number }) {
    this.target = target
  }

  /** A proxy on a port of the system's choosing (port 0), so no probed port can be taken meanwhile. */
  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target)
    await proxy.listen()
    return proxy
  }

  /**
   * Accepts connections again after stop(), on the same port: the server under test keeps the URL it
   * was started with. Only a stopped database's port can refuse connections, so the outage releases it
   * for its duration (a test's second or two).
   */
  listen(): Promise<void> {
    const server = createServer((client) => this.accept(client))
    this.server = server
    return new Promise((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as AddressInfo).port
        resolve()
      })
    })
  }

  /** The database went down: every connection is reset and new ones are refused. */
  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const link of this.links) this.drop(link)
    if (server) await new Promise((resolve) => server.close(resolve))
  }

  freeze(): void {
    this.frozen = true
  }

  thaw(): void {
    this.frozen = false
    for (const link of this.links) {
      for (const chunk of link.held.up.splice(0)) link.upstream.write(chunk)
      for (const chunk of link.held.down.splice(0)) link.client.write(chunk)
    }
  }

  /** The connections open now are dead without knowing it: the next bytes sent on one reset it. */
  breakOpenConnections(): void {
    for (const link of this.links) {
      link.broken = true
      link.upstream.destroy()
    }
  }

  /**
   * The next COMMIT goes through, and the connection dies before its acknowledgement reaches the
   * server: the write happened, and the server cannot know it. Resolves once that connection is cut.
   */
  cutAfterNextCommit(): Promise<void> {
    return new Promise((resolve) => (this.commitCut = resolve))
  }

  async close(): Promise<void> {
    await this.stop()
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host)
    const link: Link = { client, upstream, held: { up: [], down: [] }, broken: false, cutOnCommit: false }
    this.links.add(link)
    client.on('data', (chunk: Buffer) => {
      if (link.broken) this.drop(link)
      else if (this.frozen) link.held.up.push(chunk)
      else {
        if (this.commitCut !== undefined && chunk.includes('COMMIT')) link.cutOnCommit = true
        upstream.write(chunk)
      }
    })
    upstream.on('data', (chunk: Buffer) => {
      if (link.cutOnCommit && chunk.includes(COMMIT_COMPLETE)) {
        const cut = this.commitCut
        this.commitCut = undefined
        this.drop(link)
        cut?.()
      } else if (this.frozen) link.held.down.push(chunk)
      else client.write(chunk)
    })
    const end = () => {
      if (!link.broken) this.drop(link)
    }
    client.on('error', end).on('close', end)
    upstream.on('error', end).on('close', end)
  }

  private drop(link: Link): void {
    this.links.delete(link)
    link.upstream.destroy()
    link.client.destroy()
  }
}
