import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { brandDocumentFiles, brandDocumentFolders } from './features/documents.ts';

/*
 * A small folder tree of brand documents per demo brand (idempotent: fixed ids, existing rows are
 * skipped). Parley Demo: Marketing (Logos inside), Price lists, Guides; Nordlicht: its own tree, which
 * Demo GmbH must never see.
 */

const id = (n: number) => `00000000-0000-4000-8000-0000000df${String(n).padStart(3, '0')}`;

/** A one-page PDF that says `text` (valid enough for every browser's viewer). */
function tinyPdf(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

const logo = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="${color}"/><text x="60" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Logo</text></svg>\n`;

type SeedFile = { id: string; folderId: string; name: string; mimeType: string; content: string };

const folders = [
  { id: id(1), brandId: demoIds.brandParley, parentId: null, name: 'Marketing' },
  { id: id(2), brandId: demoIds.brandParley, parentId: id(1), name: 'Logos' },
  { id: id(3), brandId: demoIds.brandParley, parentId: null, name: 'Price lists' },
  { id: id(4), brandId: demoIds.brandParley, parentId: null, name: 'Guides' },
  { id: id(5), brandId: demoIds.brandParley, parentId: id(1), name: 'Campaigns 2026' },
  { id: id(11), brandId: demoIds.brandNordlicht, parentId: null, name: 'Nordlicht Handbuch' },
  { id: id(12), brandId: demoIds.brandNordlicht, parentId: id(11), name: 'Vorlagen' },
];

const files: SeedFile[] = [
  {
    id: id(101),
    folderId: id(1),
    name: 'Brand guidelines.pdf',
    mimeType: 'application/pdf',
    content: tinyPdf('Parley brand guidelines'),
  },
  {
    id: id(102),
    folderId: id(2),
    name: 'Logo teal.svg',
    mimeType: 'image/svg+xml',
    content: logo('#40929F'),
  },
  {
    id: id(103),
    folderId: id(2),
    name: 'Logo dark.svg',
    mimeType: 'image/svg+xml',
    content: logo('#1B2A4A'),
  },
  {
    id: id(104),
    folderId: id(3),
    name: 'Price list 2026.csv',
    mimeType: 'text/csv',
    content: 'Product;Price (EUR)\nStarter;19\nBusiness;49\nEnterprise;149\n',
  },
  {
    id: id(105),
    folderId: id(4),
    name: 'Welcome.txt',
    mimeType: 'text/plain',
    content: 'Welcome to Parley!\n\nThis folder holds guides for your daily work with customers.\n',
  },
  {
    id: id(106),
    folderId: id(5),
    name: 'Spring campaign.txt',
    mimeType: 'text/plain',
    content: 'Spring campaign: 10 % off every Business plan from March to May.\n',
  },
  {
    id: id(111),
    folderId: id(11),
    name: 'Nordlicht intern.txt',
    mimeType: 'text/plain',
    content: 'Nur für Nordlicht-Partner.\n',
  },
  {
    id: id(112),
    folderId: id(12),
    name: 'Angebot Vorlage.txt',
    mimeType: 'text/plain',
    content: 'Sehr geehrte Damen und Herren,\n',
  },
];

const brandOfFolder = new Map(folders.map((folder) => [folder.id, folder.brandId]));

export async function seedDocuments(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Parents first: the tree's foreign key needs them.
    for (const level of [folders.filter((f) => !f.parentId), folders.filter((f) => f.parentId)])
      await tx.insert(brandDocumentFolders).values(level).onConflictDoNothing();
    await tx
      .insert(brandDocumentFiles)
      .values(
        files.map((file) => {
          const bytes = Buffer.from(file.content, 'utf8');
          return {
            id: file.id,
            brandId: brandOfFolder.get(file.folderId) as string,
            folderId: file.folderId,
            name: file.name,
            mimeType: file.mimeType,
            size: bytes.length,
            contentBase64: bytes.toString('base64'),
          };
        }),
      )
      .onConflictDoNothing();
  });
}
