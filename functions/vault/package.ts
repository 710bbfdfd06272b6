/** Where a member's lender packages (ZIPs) are kept in the vault bucket. */
export const packagePrefix = (userId: string) => `packages/${userId}/`;
