import { DomainError } from "~/lib/domain-error";

/** Any path no other route matches is a real 404, rendered by the root error boundary. */
export const loader = () => {
  throw new DomainError("pageNotFound");
};

export default function NotFound() {
  return null;
}
