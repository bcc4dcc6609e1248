/** GET /import/jobs/{id}/report.xlsx: the row-by-row report as a workbook (path and fallback name for useDownload). */
export const importReport = (jobId: number): [path: string, fallbackName: string] => [`/import/jobs/${jobId}/report.xlsx`, `importacion-${jobId}.xlsx`]
