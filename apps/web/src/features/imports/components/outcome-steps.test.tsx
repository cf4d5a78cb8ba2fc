import type { CsvImport } from '@crossover/domain/imports';
import { IMPORT_MESSAGES } from '@crossover/domain/imports';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompleteStep } from './complete-step';
import { ProcessingStep } from './processing-step';

function record(overrides: Partial<CsvImport>): CsvImport {
  return {
    id: 'imp-1',
    filename: 'kestrel.csv',
    fileKind: 'csv',
    fileSize: 100,
    manufacturerId: 'm-1',
    manufacturerName: 'Kestrel Acoustics',
    userName: null,
    status: 'processing',
    totalRows: 1000,
    processedRows: 0,
    recordsStaged: 0,
    recordsImported: 0,
    recordsFailed: 0,
    recordsSkipped: 0,
    recordsWarned: 0,
    recordsFlagged: 0,
    errorLog: [],
    createdAt: '2026-03-04T10:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

const percentShown = () =>
  screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow');

describe('ProcessingStep', () => {
  it('shows processed over total, held between 25 and 95 %', () => {
    const { rerender } = render(
      <ProcessingStep record={record({ processedRows: 10 })} timedOut={false} onCheckAgain={vi.fn()} />,
    );
    expect(percentShown()).toBe('25');
    expect(screen.getByText('Processing kestrel.csv: 10 of 1,000 rows')).toBeTruthy();
    rerender(
      <ProcessingStep record={record({ processedRows: 600 })} timedOut={false} onCheckAgain={vi.fn()} />,
    );
    expect(percentShown()).toBe('60');
    rerender(
      <ProcessingStep record={record({ processedRows: 1000 })} timedOut={false} onCheckAgain={vi.fn()} />,
    );
    expect(percentShown()).toBe('95');
  });

  it('offers to check again once polling has stopped after 300,000 ms', () => {
    const onCheckAgain = vi.fn();
    render(<ProcessingStep record={record({})} timedOut onCheckAgain={onCheckAgain} />);
    screen.getByRole('button', { name: /Check again/ }).click();
    expect(onCheckAgain).toHaveBeenCalledTimes(1);
  });
});

describe('CompleteStep', () => {
  const handlers = { onViewProgress: vi.fn(), onImportAnother: vi.fn(), onViewReport: vi.fn() };

  it("says '1 product', and counts flagged and warned rows", () => {
    render(
      <CompleteStep
        record={record({
          status: 'staged',
          recordsStaged: 1,
          recordsFailed: 1,
          recordsFlagged: 1,
          recordsWarned: 2,
        })}
        {...handlers}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      '1 product staged for review; 1 row failed; 1 row looks like a heading or note (flagged); 2 rows have warnings.',
    );
  });

  it('shows an import whose rows all failed as a failure, not a success', () => {
    render(
      <CompleteStep
        record={record({ status: 'failed', recordsFailed: 3, errorLog: [IMPORT_MESSAGES.allRowsFailed(3)] })}
        {...handlers}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(IMPORT_MESSAGES.allRowsFailed(3));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('warns when a staged import staged nothing and failed nothing (all SKUs already staged)', () => {
    render(<CompleteStep record={record({ status: 'staged', recordsSkipped: 1000 })} {...handlers} />);
    expect(screen.getByRole('alert').textContent).toBe(IMPORT_MESSAGES.allSkusStaged);
    expect(screen.queryByRole('button', { name: /View Error Report/ })).toBeNull();
  });

  it('shows a failed import with its reason, and the error report when rows failed', () => {
    render(
      <CompleteStep
        record={record({ status: 'failed', recordsFailed: 2, errorLog: ['The file could not be read'] })}
        {...handlers}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The import failed.The file could not be read');
    screen.getByRole('button', { name: /View Error Report/ }).click();
    expect(handlers.onViewReport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: /View Import Progress/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Import Another File/ })).toBeTruthy();
  });
});
