import type { ReactNode } from "react";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells. */
  className?: string;
}

/** A scrollable table of rows, one column definition per header. */
export function DataTable<Row extends { id: string }>({
  rows,
  columns,
  rowTestId,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowTestId?: string;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-2">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200" data-testid={rowTestId}>
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-2 ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
