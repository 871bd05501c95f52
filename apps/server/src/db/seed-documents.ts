import type { Db } from './client.ts';
import { demoIds } from './demo.ts';
import { brandDocumentFiles, brandDocumentFolders } from './features/documents.ts';
import { samplePdf } from './samples.ts';

/*
 * A small folder tree of brand documents per demo brand (idempotent: fixed ids, existing rows are
 * skipped). Parley Demo: Marketing (Logos inside), Price lists, Guides; Nordlicht: its own tree, which
 * Demo GmbH must never see.
 */

const id = (n: number) => `00000000-0000-4000-8000-0000000df${String(n).padStart(3, '0')}`;

const logo = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="${color}"/><text x="60" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">Logo</text></svg>\n`;

type SeedFile = {
  id: string;
  folderId: string;
  name: string;
  mimeType: string;
  content: string | Uint8Array;
};

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
    content: samplePdf('Parley brand guidelines', 18),
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
          const bytes =
            typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content);
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
