export {
  FileBrowser,
  type FileBrowserCrumb,
  type FileBrowserFile,
  type FileBrowserFolder,
  type FileBrowserProps,
} from './FileBrowser';
