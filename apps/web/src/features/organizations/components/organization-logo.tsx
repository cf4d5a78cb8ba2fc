import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export function OrganizationLogo({
  src,
  name,
  className,
}: {
  src: string | null;
  name: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  const box = cn(
    'flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50',
    className,
  );
  if (!src || broken) {
    return (
      <span className={box} aria-hidden="true">
        <Building2 className="size-5 text-slate-400" />
      </span>
    );
  }
  return (
    <span className={box}>
      <img
        src={src}
        alt={`${name} logo`}
        className="size-full object-contain"
        onError={() => setBroken(true)}
      />
    </span>
  );
}
