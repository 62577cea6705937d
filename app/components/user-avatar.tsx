export interface HeaderUser {
  fullName: string;
  profileImageUrl: string | null;
}

/** First letter of the full name upper-cased, else 'U' (docs/product.md#screens-and-routes). */
export function avatarInitial(fullName: string | null | undefined): string {
  const first = fullName?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}
