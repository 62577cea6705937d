/** Any path no other route matches is a real 404, rendered by the root error boundary. */
export const loader = () => {
  throw new Response("Not Found", { status: 404 });
};

export default function NotFound() {
  return null;
}
