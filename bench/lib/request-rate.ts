import autocannon from 'autocannon'

/** Requests a second `url` answers with 10 connections for 5 s; any non-2xx answer or error fails the bench. */
export async function requestRate(url: string, { connections = 10, duration = 5 } = {}): Promise<number> {
  const result = await autocannon({ url, connections, duration })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return result.requests.average
}
