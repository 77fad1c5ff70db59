// Any path no route claims: the 404 page of the catalogue.
export function loader(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function CatchAll() {
  return null;
}
