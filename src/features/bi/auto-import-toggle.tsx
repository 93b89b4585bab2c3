export function AutoImportToggle() {
  return null;
}
