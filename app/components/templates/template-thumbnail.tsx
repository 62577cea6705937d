import { useEffect, useRef, useState } from "react";

const PLACEHOLDER_THUMBNAIL = "/templates/placeholder.svg";

interface TemplateThumbnailProps {
  src: string;
  alt: string;
  className?: string;
  loading?: "eager" | "lazy";
}

/** A template's page image; a neutral placeholder page when the image cannot be loaded. */
export function TemplateThumbnail({ src, alt, className = "", loading = "lazy" }: TemplateThumbnailProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const failed = failedSrc === src;

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const element = image.current;
    if (element && !failed && element.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src, failed]);

  return (
    <img
      ref={image}
      src={failed ? PLACEHOLDER_THUMBNAIL : src}
      alt={alt}
      width={600}
      height={849}
      loading={loading}
      decoding="async"
      data-placeholder={failed ? "true" : undefined}
      onError={() => {
        if (!failed) setFailedSrc(src);
      }}
      className={`h-auto w-full bg-white ${className}`}
    />
  );
}
