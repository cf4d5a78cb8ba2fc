import { Info, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const GUIDELINES = [
  'Files: .csv, .xlsx or .xls, up to 10 MB. The first row names the columns.',
  'Every row needs a SKU; the other fields are optional. A cell that cannot be read (MAP "Call", "TBD") is left empty with a warning.',
  'Prices and costs: amounts of at least 0 ($ and thousands separators are fine); more decimals are rounded to cents.',
  'Master pack quantity: a whole number of at least 1. Status: active/discontinued, Y/N, NLA… (the preview shows what each value becomes).',
  'Image URLs start with http:// or https://; of several in one cell the first is kept.',
  'Imported rows wait in Staged Products until they are reviewed and approved.',
];

const TIPS = [
  'Save a mapping as a template: the next file from the same manufacturer starts with it (★ marks the suggestions).',
  'A SKU already waiting in Staged Products is skipped, unless the preview is told to replace it (a corrected file).',
  'Headings and notes in the file ("SUBWOOFERS", "Prices subject to change") are staged as flagged and left out of approval.',
  'A SKU listed twice in one file: the later row wins and the earlier one is reported.',
  'Export the failed rows, fix them in the file they came from and upload that file again.',
  'Excel on Windows can save "CSV UTF-8" or plain CSV: both read correctly, accents included.',
];

function GuidanceCard({ title, icon, items }: { title: string; icon: ReactNode; items: string[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** Spec §2.1: the Import Guidelines and Pro Tips cards beside the wizard. */
export function GuidanceCards() {
  return (
    <div className="space-y-6">
      <GuidanceCard
        title="Import Guidelines"
        icon={<Info aria-hidden="true" className="size-4 text-brand-700" />}
        items={GUIDELINES}
      />
      <GuidanceCard
        title="Pro Tips"
        icon={<Lightbulb aria-hidden="true" className="size-4 text-amber-600" />}
        items={TIPS}
      />
    </div>
  );
}
