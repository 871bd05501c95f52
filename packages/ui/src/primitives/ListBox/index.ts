export { ListBoxOption, type ListBoxOptionProps, ListBoxPopover, type ListBoxPopoverProps } from './ListBox';
