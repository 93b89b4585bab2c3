import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Table, type Column } from './table';
import { TABLE_PAGE_SIZES } from './table-pagination';

interface Row {
  id: number;
}
const columns: Column<Row>[] = [{ key: 'id', header: 'Id', render: (row) => `row ${row.id}` }];
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
const shownRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Table pagination', () => {
  it('offers the page sizes of the spec', () => {
    render(
      <Table
        caption="Rows"
        columns={columns}
        rows={rowsOf(30)}
        rowKey={(row) => row.id}
        paginated
      />,
    );
    const sizes = within(screen.getByRole('combobox', { name: 'Rows per page' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(sizes).toEqual(['10', '15', '25', '50', '100', 'All']);
    expect(TABLE_PAGE_SIZES).toEqual([10, 15, 25, 50, 100, 'all']);
  });

  it('pages through the rows with previous and next', async () => {
    const user = userEvent.setup();
    render(
      <Table
        caption="Rows"
        columns={columns}
        rows={rowsOf(23)}
        rowKey={(row) => row.id}
        paginated
        initialPageSize={10}
      />,
    );
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
    expect(shownRows()).toHaveLength(10);
    expect(previous).toBeDisabled();

    await user.click(next);
    await user.click(next);
    expect(screen.getByText('21–23 of 23')).toBeInTheDocument();
    expect(shownRows()).toEqual(['row 21', 'row 22', 'row 23']);
    expect(next).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), 'All');
    expect(screen.getByText('1–23 of 23')).toBeInTheDocument();
    expect(shownRows()).toHaveLength(23);
    expect(next).toBeDisabled();
  });

  it('stays on a page that exists when rows go away', async () => {
    const user = userEvent.setup();
    const props = {
      caption: 'Rows',
      columns,
      rowKey: (row: Row) => row.id,
      paginated: true,
    } as const;
    const { rerender } = render(<Table {...props} rows={rowsOf(60)} initialPageSize={25} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('51–60 of 60')).toBeInTheDocument();
    rerender(<Table {...props} rows={rowsOf(40)} initialPageSize={25} />);
    expect(screen.getByText('26–40 of 40')).toBeInTheDocument();
  });

  it('shows no pagination for a short list or an unpaginated table', () => {
    const { rerender } = render(
      <Table
        caption="Rows"
        columns={columns}
        rows={rowsOf(10)}
        rowKey={(row) => row.id}
        paginated
      />,
    );
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    rerender(
      <Table caption="Rows" columns={columns} rows={rowsOf(300)} rowKey={(row) => row.id} />,
    );
    expect(shownRows()).toHaveLength(300);
  });
});
