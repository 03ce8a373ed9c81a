/** The live state when the feed has delivered one, otherwise the REST snapshot's. */
export interface LiveOrSnapshot<D> {
  data: D | undefined;
  /** Neither has arrived yet. */
  isPending: boolean;
  /** The snapshot failed and the feed has not made up for it. */
  isError: boolean;
  retry(): void;
}

/**
 * The feed's first frame is the complete current state, so once it is there the snapshot has
 * nothing to add; until then (and if the socket never connects) the snapshot fills the page.
 */
export function liveOrSnapshot<D>(
  live: D | undefined,
  snapshot: { data: D | undefined; isPending: boolean; isError: boolean; refetch: () => unknown },
): LiveOrSnapshot<D> {
  const data = live ?? snapshot.data;
  return {
    data,
    isPending: data === undefined && snapshot.isPending,
    isError: data === undefined && snapshot.isError,
    retry: () => void snapshot.refetch(),
  };
}
