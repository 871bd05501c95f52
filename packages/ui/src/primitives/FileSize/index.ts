export { FileSize, type FileSizeProps } from './FileSize';
