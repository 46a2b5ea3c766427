// A campaign as a file (issue 6): saving through a download where there is no save dialog (the
// web host), and reading a picked or dropped file.

export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download keeps its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The first file a drop or a picker holds, as text; undefined when there is none or it cannot be read. */
export async function readFirstFile(files: FileList | null | undefined): Promise<string | undefined> {
  const file = files?.[0];
  if (!file) return undefined;
  try {
    return await file.text();
  } catch {
    return undefined;
  }
}
