import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A product photo that falls back to a placeholder when missing or broken. */
export function ProductImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  if (broken) {
    return (
      <div
        role="img"
        aria-label={`${alt} (no image)`}
        className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)}
      >
        <ImageOff className="size-8" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={cn('bg-white object-contain', className)}
    />
  );
}
