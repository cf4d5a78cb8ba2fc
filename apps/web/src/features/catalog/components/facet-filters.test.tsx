import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render-app';
import { useFacetSearch } from '../api/get-facet-more';
import { searchedOptions } from './catalog-filters';
import { FilterSelect } from './filter-select';

vi.mock('@/lib/browser', () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));

/** The catalogue's filters when the server sends only the top options (decision 0047). */

const top = [
  { value: 's1', label: 'Storm', count: 40 },
  { value: 's2', label: 'Vortex', count: 12 },
];

describe('searchedOptions', () => {
  it("keeps the top options until the server's matches arrive, then lists those", () => {
    expect(searchedOptions(top, undefined)).toBe(top);
    expect(
      searchedOptions(top, [{ id: 's9', name: 'Titan Pro', count: 3, manufacturerId: 'm1' }], true),
    ).toEqual([{ value: 's9', label: 'Titan Pro', count: 3, atLeast: true }]);
  });
});

/** A series filter over the facet search, as the catalogue page wires it. */
function Probe() {
  const facetSearch = useFacetSearch({ status: 'active' });
  return (
    <FilterSelect
      label="Series"
      value="all"
      allLabel="All Series"
      options={searchedOptions(top, facetSearch.resultsFor('series'))}
      onChange={() => {}}
      onSearch={(text) => facetSearch.search('series', text)}
    />
  );
}

describe('a filter the server cut to its top options', () => {
  it('is searchable even when short, says so, and lists the server matches for what is typed', async () => {
    const api = mockFetch({
      'GET /api/products/facets/more?status=active&facet=series&q=tit&limit=100': {
        status: 200,
        body: {
          options: [{ id: 's9', name: 'Titan Pro', count: 3, manufacturerId: 'm1' }],
          hasMore: false,
          capped: false,
        },
      },
    });
    renderWithProviders(<Probe />, '/catalog');
    // Two options would be a plain select; with more on the server it is a searchable combobox.
    fireEvent.click(screen.getByRole('combobox', { name: 'Series' }));
    expect(await screen.findByText(/type to search them all/)).toBeTruthy();
    expect(screen.getByText('Storm')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search Series'), { target: { value: 'tit' } });
    await waitFor(() => expect(screen.getByText('Titan Pro')).toBeTruthy());
    expect(api.to('GET /api/products/facets/more?status=active&facet=series&q=tit&limit=100')).toHaveLength(
      1,
    );
    expect(screen.queryByText('Storm')).toBeNull();
  });

  it("marks counts taken over the first matches only as lower bounds ('n+')", () => {
    renderWithProviders(
      <FilterSelect
        label="Category"
        value="all"
        allLabel="All Categories"
        options={[{ value: 'Amplifiers', label: 'Amplifiers', count: 1500, atLeast: true }]}
        onChange={() => {}}
      />,
      '/catalog',
    );
    expect(screen.getByRole('option', { name: 'Amplifiers (1,500+)' })).toBeTruthy();
  });
});
