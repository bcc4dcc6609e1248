/** The part of nach2 0.5.1 (plain JavaScript, no types) that server/ach/ach-file.ts uses. */
declare module 'nach2' {
  export class File {
    constructor(options: Record<string, string | number>)
    addBatch(batch: Batch): void
    generateFile(callback: (text: string) => void): void
  }
  export class Batch {
    constructor(options: Record<string, string | Date>)
    addEntry(entry: Entry): void
  }
  export class Entry {
    constructor(options: Record<string, string>)
  }
}
