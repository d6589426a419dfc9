import type { RootData } from "~/lib/root-data.server";

type User = NonNullable<RootData["user"]>;

/** The user's picture (or initial), name and email: in the account menus, and larger on the profile page. */
export function AccountSummary({
  user,
  size = 40,
  className = "border-b border-gray-100 px-3 py-3",
}: {
  user: Pick<User, "avatarUrl" | "displayName" | "email">;
  size?: number;
  className?: string;
}) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <Avatar user={user} size={size} />
      <span className="min-w-0">
        <span className="block truncate font-semibold">{user.displayName}</span>
        <span className="block truncate text-gray-500">{user.email}</span>
      </span>
    </div>
  );
}

/** The profile picture, or the name's first letter on a coloured disc until one is chosen. */
export function Avatar({ user, size }: { user: Pick<User, "avatarUrl" | "displayName">; size: number }) {
  if (user.avatarUrl) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        width={size}
        height={size}
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
      style={{ width: size, height: size, fontSize: size / 2.5 }}
    >
      {user.displayName.slice(0, 1).toUpperCase()}
    </span>
  );
}
