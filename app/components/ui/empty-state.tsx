import { Link } from "react-router";

export function EmptyState({ message, action }: { message: string; action?: { to: string; label: string } }) {
  return (
    <div className="card flex flex-col items-center gap-5 p-12 text-center">
      <p className="text-lg text-gray-700">{message}</p>
      {action ? (
        <Link to={action.to} className="btn btn-primary">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
