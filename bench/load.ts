/**
 * A small closed-loop load generator: `connections` workers each send the next request as soon as
 * the previous one has answered, for `durationMs`. Both sides of a comparison are driven by this
 * same code in the same process, so its own cost cancels out of the ratio.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  { connections = 16, durationMs = 5000, warmupMs = 1000 } = {},
): Promise<{ requests: number; perSecond: number; errors: number }> {
  const run = async (ms: number) => {
    let requests = 0;
    let errors = 0;
    const until = Date.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (res.ok) requests++;
          else errors++;
        }
      }),
    );
    return { requests, errors };
  };
  await run(warmupMs);
  const { requests, errors } = await run(durationMs);
  return { requests, errors, perSecond: requests / (durationMs / 1000) };
}
