import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';

/**
 * The frame of every VINO e-mail (React Email): a 560 px column that narrows on phones, light by
 * default with a dark-mode override for clients that honour prefers-color-scheme (and the
 * color-scheme meta for those that recolour on their own), and one footer that says why the mail
 * came; marketing mails add the signed preferences and unsubscribe links.
 */
const DARK_MODE_AND_MOBILE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .vino-body { background-color: #1c1917 !important; }
  .vino-card { background-color: #292524 !important; }
  .vino-text { color: #f5f5f4 !important; }
  .vino-muted { color: #d6d3d1 !important; }
  .vino-accent { color: #e9c27a !important; }
}
@media only screen and (max-width: 600px) {
  .vino-card { padding: 24px 16px !important; }
  .vino-cta { display: block !important; text-align: center !important; }
}`;

/**
 * React Email opens links in a new tab by default; a mail link is a plain navigation (a mail client
 * hands it to the browser), and the /mailbox viewer shows mails in a frame that must be left.
 */
const LINK_TARGET = '_top';

const colors = {
  page: '#f5f5f4',
  card: '#ffffff',
  text: '#1c1917',
  muted: '#57534e',
  accent: '#7f1d3a',
  gold: '#8a6a1f',
};

export interface MarketingLinks {
  unsubscribe_url: string;
  preferences_url: string;
}

export function EmailLayout(props: {
  preview: string;
  title: string;
  children: React.ReactNode;
  /** Marketing mails carry the signed preferences and unsubscribe links. */
  marketing?: MarketingLinks;
}) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE_AND_MOBILE_CSS}</style>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body className="vino-body" style={{ backgroundColor: colors.page, margin: 0, fontFamily: 'Georgia, serif' }}>
        <Container style={{ maxWidth: '560px', width: '100%', margin: '0 auto', padding: '24px 0' }}>
          <Section
            className="vino-card"
            style={{ backgroundColor: colors.card, borderRadius: '12px', padding: '32px 28px' }}
          >
            <Text
              className="vino-accent"
              style={{ color: colors.gold, fontSize: '18px', letterSpacing: '3px', margin: '0 0 16px' }}
            >
              VINO
            </Text>
            <Heading as="h1" className="vino-text" style={{ color: colors.text, fontSize: '22px', margin: '0 0 16px' }}>
              {props.title}
            </Heading>
            {props.children}
            <Hr style={{ borderColor: '#e7e5e4', margin: '28px 0 16px' }} />
            {props.marketing ? (
              <Text className="vino-muted" style={{ color: colors.muted, fontSize: '12px', margin: 0 }}>
                <Link
                  target={LINK_TARGET}
                  className="vino-accent"
                  href={props.marketing.preferences_url}
                  style={{ color: colors.accent }}
                >
                  Email preferences
                </Link>
                {' · '}
                <Link
                  target={LINK_TARGET}
                  className="vino-accent"
                  href={props.marketing.unsubscribe_url}
                  style={{ color: colors.accent }}
                >
                  Unsubscribe
                </Link>
              </Text>
            ) : (
              <Text className="vino-muted" style={{ color: colors.muted, fontSize: '12px', margin: 0 }}>
                You receive this e-mail because of an action on your VINO account.
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the body colour (dark-mode aware). */
export function P(props: { children: React.ReactNode; muted?: boolean }) {
  return (
    <Text
      className={props.muted ? 'vino-muted' : 'vino-text'}
      style={{
        color: props.muted ? colors.muted : colors.text,
        fontSize: props.muted ? '13px' : '15px',
        lineHeight: '24px',
      }}
    >
      {props.children}
    </Text>
  );
}

/** The call to action: a bulletproof button and, below it, the link written out for clients without buttons. */
export function Cta(props: { href: string; label: string }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button
        target={LINK_TARGET}
        className="vino-cta"
        href={props.href}
        style={{
          backgroundColor: colors.accent,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '8px',
          fontSize: '15px',
        }}
      >
        {props.label}
      </Button>
    </Section>
  );
}

/** A label and value line (amounts, ids). */
export function Fact(props: { label: string; value: string }) {
  return (
    <Text className="vino-text" style={{ color: colors.text, fontSize: '15px', margin: '4px 0' }}>
      {props.label}: <strong>{props.value}</strong>
    </Text>
  );
}
