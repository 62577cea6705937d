/**
 * Ink strokes as drawn hold a point per pointer event; they are simplified (Ramer-Douglas-Peucker)
 * before sending so a signature-like scribble fits REVIEW_LIMITS.inkPoints without visible change.
 */
import { REVIEW_LIMITS } from "./annotation";

type Point = [number, number];

function distanceToSegment([x, y]: Point, [x1, y1]: Point, [x2, y2]: Point): number {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / length));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

function simplifyPoints(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index += 1) {
      const d = distanceToSegment(points[index]!, points[first]!, points[last]!);
      if (d > distance) {
        distance = d;
        farthest = index;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, index) => keep[index] === 1);
}

const toPoints = (flat: number[]): Point[] =>
  Array.from({ length: Math.floor(flat.length / 2) }, (_, index) => [flat[index * 2]!, flat[index * 2 + 1]!]);
const toFlat = (points: Point[]) => points.flatMap(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);

/**
 * Strokes (flat [x, y, ...] arrays) simplified with a tolerance that grows until all of them
 * together have at most `maxPoints` points; strokes past REVIEW_LIMITS.inkStrokes are dropped.
 */
export function simplifyStrokes(strokes: number[][], maxPoints: number = REVIEW_LIMITS.inkPoints): number[][] {
  const kept = strokes
    .slice(0, REVIEW_LIMITS.inkStrokes)
    .map(toPoints)
    .filter((points) => points.length > 0);
  // A quarter of a PDF point is invisible at any zoom a person reviews at.
  let tolerance = 0.25;
  let simplified = kept.map((points) => simplifyPoints(points, tolerance));
  while (countPoints(simplified) > maxPoints && tolerance <= 1_000) {
    tolerance *= 2;
    simplified = kept.map((points) => simplifyPoints(points, tolerance));
  }
  // Every stroke keeps its two ends: past that, whole strokes are dropped from the end.
  while (simplified.length > 1 && countPoints(simplified) > maxPoints) simplified = simplified.slice(0, -1);
  return simplified.map((points) => toFlat(points.slice(0, maxPoints)));
}

const countPoints = (strokes: Point[][]) => strokes.reduce((sum, points) => sum + points.length, 0);
