/** How every read is cached: once per page, no refetch when the tab regains focus, no retry on failure. */
export const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
