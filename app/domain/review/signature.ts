/**
 * Where a signature lands on the page: a corner chosen in the signature dialog, inside a margin,
 * at most SIGNATURE_POINTS.width wide and .height tall with the image's proportions. PDF user space
 * (origin bottom left), as the room's shapes are.
 */
export const SIGNATURE_CORNERS = ["bottomRight", "bottomLeft", "topRight", "topLeft"] as const;
export type SignatureCorner = (typeof SIGNATURE_CORNERS)[number];

const SIGNATURE_POINTS = { width: 160, height: 60, margin: 36 } as const;

const round = (value: number) => Math.round(value * 100) / 100;

export function signatureRect(
  view: [number, number, number, number],
  image: { width: number; height: number },
  corner: SignatureCorner,
): [number, number, number, number] {
  const [x1, y1, x2, y2] = view;
  const scale = Math.min(SIGNATURE_POINTS.width / image.width, SIGNATURE_POINTS.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const { margin } = SIGNATURE_POINTS;
  const left = corner.endsWith("Left") ? x1 + margin : x2 - margin - width;
  const bottom = corner.startsWith("bottom") ? y1 + margin : y2 - margin - height;
  return [round(left), round(bottom), round(left + width), round(bottom + height)];
}
