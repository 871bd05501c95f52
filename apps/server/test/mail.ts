import nodemailer from 'nodemailer';

/** A customer's mail client: plain SMTP to the server's listener on `port`, no sign-in. */
export function customerMail(port: number, mail: Record<string, unknown>) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return transport.sendMail(mail as never).finally(() => transport.close());
}
