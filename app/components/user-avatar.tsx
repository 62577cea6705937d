import { Link } from "@remix-run/react";

export interface HeaderUser {
  fullName: string;
  profileImageUrl: string | null;
}

/** First letter of the full name upper-cased, else 'U' (docs/product.md#screens-and-routes). */
export function avatarInitial(fullName: string | null | undefined): string {
  const first = fullName?.trim().charAt(0);
  return first ? first.toUpperCase() : "U";
}

export function UserBadge({ user }: { user: HeaderUser | null }) {
  const name = user?.fullName?.trim() || "User";
  return (
    <Link
      to="/dashboard"
      className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
      title="Go to your dashboard"
    >
      {user?.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
          {avatarInitial(user?.fullName)}
        </span>
      )}
      <span className="hidden max-w-[10rem] truncate sm:inline">{name}</span>
      <span className="sr-only sm:hidden">{name}</span>
      <span className="sr-only">, dashboard</span>
    </Link>
  );
}
