import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * A product photo that falls back to a placeholder when missing or broken. Photos load lazily,
 * except a `priority` one (the first cards of a list, in view on arrival): the browser asks for it
 * at once and first, as it is likely the page's largest paint.
 */
export function ProductImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
      className={cn('bg-white object-contain', className)}
    />
  );
}
