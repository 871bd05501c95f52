export { DataTable, type DataTableColumn, type DataTableProps, type SortDescriptor } from './DataTable';
