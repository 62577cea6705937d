import type { KeyboardEvent } from "react";
import type { Annotation, AnnotationShape } from "~/domain/review/annotation";
import { imageTypeOf } from "~/domain/review/pdfjs-shape";

interface Props {
  /** The page's box in PDF user space, [x1, y1, x2, y2] (pdf.js `page.view`). */
  view: [number, number, number, number];
  annotations: Annotation[];
  selectedId: string | null;
  isOutdated: (annotation: Annotation) => boolean;
  labelOf: (annotation: Annotation) => string;
  outdatedText: string;
  onSelect: (id: string) => void;
  /** While a pdf.js editor is picked, marks let the pointer through to it. */
  interactive: boolean;
}

/**
 * The room's marks drawn over one PDF page as SVG, from their stored geometry: pdf.js's editors are
 * used to draw, this shows everyone's marks (docs/decisions/review-marks-overlay.md). Text is set
 * with React (escaped); images are validated base64 PNG/JPEG data, never a URL.
 */
export function MarksOverlay({
  view,
  annotations,
  selectedId,
  isOutdated,
  labelOf,
  outdatedText,
  onSelect,
  interactive,
}: Props) {
  const [x1, y1, x2, y2] = view;
  // PDF space grows upwards; SVG downwards.
  const fy = (y: number) => y1 + y2 - y;
  return (
    <svg
      className="review-marks"
      viewBox={`${x1} ${y1} ${x2 - x1} ${y2 - y1}`}
      preserveAspectRatio="none"
      style={{ position: "absolute", inset: 0, width: "100%", height: "100%", zIndex: 6, pointerEvents: "none" }}
      data-testid="review-marks"
    >
      {annotations.map((annotation) => {
        const outdated = isOutdated(annotation);
        const label = labelOf(annotation) + (outdated ? ` (${outdatedText})` : "");
        const select = () => onSelect(annotation.id);
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            select();
          }
        };
        const [rx1, ry1, rx2, ry2] = annotation.shape.rect;
        const box = {
          x: Math.min(rx1, rx2),
          y: fy(Math.max(ry1, ry2)),
          width: Math.abs(rx2 - rx1),
          height: Math.abs(ry2 - ry1),
        };
        return (
          <g
            key={annotation.id}
            role="button"
            tabIndex={interactive ? 0 : -1}
            aria-label={label}
            aria-pressed={selectedId === annotation.id}
            data-annotation-id={annotation.id}
            data-outdated={outdated ? "true" : undefined}
            onClick={select}
            onKeyDown={onKeyDown}
            opacity={outdated ? 0.5 : 1}
            style={{ pointerEvents: interactive ? "auto" : "none", cursor: "pointer", outline: "none" }}
          >
            <title>{label}</title>
            <Shape shape={annotation.shape} fy={fy} box={box} dashed={outdated} />
            <rect
              {...box}
              fill="transparent"
              stroke={selectedId === annotation.id ? "#2563eb" : outdated ? "#64748b" : "none"}
              strokeWidth={1.5}
              strokeDasharray={outdated ? "4 3" : undefined}
            />
          </g>
        );
      })}
    </svg>
  );
}

function Shape({
  shape,
  fy,
  box,
  dashed,
}: {
  shape: AnnotationShape;
  fy: (y: number) => number;
  box: { x: number; y: number; width: number; height: number };
  dashed: boolean;
}) {
  switch (shape.kind) {
    case "freeText":
      return (
        <text
          x={box.x}
          y={box.y + shape.fontSize}
          fontSize={shape.fontSize}
          fill={`rgb(${shape.color.join(",")})`}
          fontFamily="Helvetica, Arial, sans-serif"
        >
          {shape.text.split("\n").map((line, index) => (
            <tspan key={index} x={box.x} dy={index === 0 ? 0 : shape.fontSize * 1.2}>
              {line}
            </tspan>
          ))}
        </text>
      );
    case "ink":
      return (
        <g
          fill="none"
          stroke={`rgb(${shape.color.join(",")})`}
          strokeOpacity={shape.opacity}
          strokeWidth={shape.thickness}
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray={dashed ? "6 4" : undefined}
        >
          {shape.strokes.map((points, index) => (
            <polyline
              key={index}
              points={pairs(points)
                .map(([x, y]) => `${x},${fy(y)}`)
                .join(" ")}
            />
          ))}
        </g>
      );
    case "highlight": {
      const quads = [];
      for (let index = 0; index + 8 <= shape.quadPoints.length; index += 8)
        quads.push(shape.quadPoints.slice(index, index + 8));
      return (
        <g
          fill={`rgb(${shape.color.join(",")})`}
          fillOpacity={Math.min(shape.opacity, 0.5)}
          style={{ mixBlendMode: "multiply" }}
        >
          {quads.map((quad, index) => {
            // pdf.js order: top-left, top-right, bottom-left, bottom-right.
            const corners = [0, 1, 3, 2].map((corner) => `${quad[corner * 2]},${fy(quad[corner * 2 + 1]!)}`);
            return <polygon key={index} points={corners.join(" ")} />;
          })}
        </g>
      );
    }
    case "stamp":
    case "signature":
      return (
        <image
          href={`data:${imageTypeOf(shape.image)};base64,${shape.image}`}
          {...box}
          preserveAspectRatio="xMidYMid meet"
        />
      );
  }
}

function pairs(flat: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let index = 0; index + 1 < flat.length; index += 2) out.push([flat[index]!, flat[index + 1]!]);
  return out;
}
