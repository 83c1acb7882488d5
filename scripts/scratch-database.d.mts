export function scratchDatabase(
  adminUrl: string,
  prefix: string,
  extensions: boolean,
): Promise<{ url: string; drop: () => Promise<void> }>;
