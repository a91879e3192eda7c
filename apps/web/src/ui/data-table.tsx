import type { ReactNode } from 'react';
import styles from './data-table.module.css';

interface DataTableProps {
  /** What the table lists: its caption, read by screen readers and hidden on screen. */
  caption: ReactNode;
  /** The columns' headings, in order. */
  columns: readonly ReactNode[];
  /** The rows (`<tr>`), one cell a column. */
  children: ReactNode;
  /** The frame around the table (a card); it scrolls sideways when the table is wider. */
  className?: string;
}

/** A table of records (moderation's hashtags and log): a caption, column headings, the rows. */
export function DataTable({ caption, columns, children, className }: DataTableProps) {
  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
