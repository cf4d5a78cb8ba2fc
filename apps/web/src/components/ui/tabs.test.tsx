import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/ui/tabs';

function Views() {
  const [active, setActive] = useState<'one' | 'two' | 'three'>('one');
  return (
    <Tabs
      label="Views"
      active={active}
      onChange={setActive}
      tabs={[
        { key: 'one', label: 'One', content: <p>First panel</p> },
        { key: 'two', label: 'Two', content: <p>Second panel</p> },
        { key: 'three', label: 'Three', content: <p>Third panel</p> },
      ]}
    />
  );
}

describe('Tabs (WAI-ARIA tabs, automatic activation)', () => {
  it('is one tab stop; arrows, Home and End move and show the panel; only the active panel renders', () => {
    render(<Views />);
    const one = screen.getByRole('tab', { name: 'One' });
    expect(one.getAttribute('aria-selected')).toBe('true');
    expect(one.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Two' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('First panel');

    one.focus();
    fireEvent.keyDown(one, { key: 'ArrowRight' });
    const two = screen.getByRole('tab', { name: 'Two' });
    expect(document.activeElement).toBe(two);
    expect(two.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
    expect(screen.queryByText('First panel')).toBeNull();

    fireEvent.keyDown(two, { key: 'End' });
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
  });

  it('skips disabled tabs with the keys and shows the `children` panel for tabs without content', () => {
    function Steps() {
      const [active, setActive] = useState<'upload' | 'preview' | 'results'>('upload');
      return (
        <Tabs
          label="Steps"
          active={active}
          onChange={setActive}
          tabs={[
            { key: 'upload', label: 'Upload' },
            { key: 'preview', label: 'Preview', disabled: true },
            { key: 'results', label: 'Results' },
          ]}
        >
          <p>Panel for {active}</p>
        </Tabs>
      );
    }
    render(<Steps />);
    const preview = screen.getByRole('tab', { name: 'Preview' });
    expect((preview as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'Upload' }).textContent).toBe('Panel for upload');

    const upload = screen.getByRole('tab', { name: 'Upload' });
    upload.focus();
    fireEvent.keyDown(upload, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByRole('tabpanel', { name: 'Results' }).textContent).toBe('Panel for results');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Results' }), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(upload);
    fireEvent.keyDown(upload, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Results' }).getAttribute('aria-selected')).toBe('true');
  });
});
