import { useLingui } from '@lingui/react/macro';
import {
  type ChatTouchpointsQuery,
  chatTouchpointsQueryOptions,
  type TouchpointOwner,
  useApi,
} from '@parley/api';
import type { QrType } from '@parley/domain';
import {
  Button,
  Card,
  DownloadIcon,
  EmptyState,
  Link,
  QrCode,
  QrCodeIcon,
  Select,
  SelectItem,
  Skeleton,
  Spinner,
  useToast,
} from '@parley/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
// qrcode is imported by this screen only, so only the qr-codes route's chunk carries it.
import QRCodeLib from 'qrcode';
import { useMemo, useState } from 'react';
import { LoadError } from '../../components/LoadError.tsx';
import { blobOfDataUrl, saveBlob } from '../../lib/saveBlob.ts';
import * as styles from './touchpoints.css.ts';
import { useTouchpointTitles } from './useTouchpointTitles.ts';

type Touchpoint = ChatTouchpointsQuery['chatTouchpoints'][number];

/** Error correction M: survives a smudged print and keeps wa.me codes small. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The file name of a downloaded code: the messenger and the channel's address, safe for any file system. */
export function qrFileName(qrType: QrType, value: string, extension: 'svg' | 'png'): string {
  let safe = '';
  for (const char of value) safe += /[a-z0-9]/i.test(char) ? char : '-';
  return `${qrType}-${safe.replace(/-+/g, '-').replace(/^-|-$/g, '') || 'channel'}.${extension}`;
}

/** settings/touchpoints-settings/qr-codes/{qrType}: a QR code that opens a chat on one of the company's channels. */
export function QrCodes({ qrType, owner = 'company' }: { qrType: QrType; owner?: TouchpointOwner }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const titles = useTouchpointTitles();
  const touchpoints = useQuery(chatTouchpointsQueryOptions(api, qrType, owner));
  const [chosen, setChosen] = useState<string | null>(null);

  const heading = <h2 className={styles.heading}>{titles.qr[qrType]}</h2>;
  if (touchpoints.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        {heading}
        <Spinner aria-label={t`Loading channels…`} />
        <Skeleton width="15rem" height="15rem" />
      </div>
    );
  if (touchpoints.isError)
    return (
      <div className={styles.page}>
        {heading}
        <LoadError
          onRetry={() => void touchpoints.refetch()}
        >{t`The channels could not be loaded.`}</LoadError>
      </div>
    );
  const list = touchpoints.data;
  const current = list.find((touchpoint) => touchpoint.channelId === chosen) ?? list[0];
  if (!current)
    return (
      <div className={styles.page}>
        {heading}
        <EmptyState
          icon={<QrCodeIcon />}
          title={qrType === 'whatsapp' ? t`No WhatsApp channel yet` : t`No Messenger channel yet`}
          description={
            owner === 'company'
              ? t`Connect a channel first; its QR code appears here.`
              : t`None of your channels or your teams' channels is of this kind yet; an admin connects channels.`
          }
          action={
            owner === 'company' ? (
              <Button variant="secondary" onPress={() => void navigate({ to: '/settings/channels' })}>
                {t`Go to channels`}
              </Button>
            ) : undefined
          }
        />
      </div>
    );

  return (
    <div className={styles.page}>
      {heading}
      <p className={styles.text}>
        {t`Customers scan the code with their phone camera and land in a chat with you. Print it on flyers, menus or your shop window.`}
      </p>
      {list.length > 1 ? (
        <Select
          className={styles.select}
          label={t`Channel`}
          selectedKey={current.channelId}
          onSelectionChange={(key) => setChosen(String(key))}
          items={list.map((touchpoint) => ({ id: touchpoint.channelId, name: touchpoint.value }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      ) : null}
      <ChannelQrCode key={current.channelId} qrType={qrType} touchpoint={current} />
    </div>
  );
}

function ChannelQrCode({ qrType, touchpoint }: { qrType: QrType; touchpoint: Touchpoint }) {
  const { t } = useLingui();
  const toast = useToast();
  const modules = useMemo(() => QRCodeLib.create(touchpoint.link, QR_OPTIONS).modules, [touchpoint.link]);
  const channel = touchpoint.value;
  const title = t`QR code for ${channel}`;

  const handleSvg = async () => {
    try {
      const svg = await QRCodeLib.toString(touchpoint.link, { ...QR_OPTIONS, type: 'svg' });
      saveBlob(new Blob([svg], { type: 'image/svg+xml' }), qrFileName(qrType, touchpoint.value, 'svg'));
    } catch {
      toast.add({ tone: 'critical', title: t`The download failed. Please try again.` });
    }
  };

  const handlePng = async () => {
    try {
      const dataUrl = await QRCodeLib.toDataURL(touchpoint.link, { ...QR_OPTIONS, width: 1024 });
      saveBlob(blobOfDataUrl(dataUrl), qrFileName(qrType, touchpoint.value, 'png'));
    } catch {
      toast.add({ tone: 'critical', title: t`The download failed. Please try again.` });
    }
  };

  return (
    <Card title={touchpoint.value} headingLevel={3}>
      <div className={styles.qr}>
        <QrCode modules={modules} title={title} pixelSize={240} />
        <Link href={touchpoint.link} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {touchpoint.link}
        </Link>
        <div className={styles.actions}>
          <Button variant="secondary" icon={<DownloadIcon size="sm" />} onPress={() => void handleSvg()}>
            {t`Download SVG`}
          </Button>
          <Button variant="secondary" icon={<DownloadIcon size="sm" />} onPress={() => void handlePng()}>
            {t`Download PNG`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
