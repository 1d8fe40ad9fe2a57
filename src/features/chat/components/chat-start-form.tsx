import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, chakra, Input, Link, Text } from '@chakra-ui/react';
import { pageRoutes } from '@/lib/routes';
import { CHAT_EMAIL_MAX, CHAT_NAME_MAX, type ChatStatus } from '../api/chat-api';

export interface ChatStartFormProps {
  status: ChatStatus | null;
  /** The signed-in visitor's first name: the conversation is theirs, no name or e-mail asked. */
  signedInName: string | null;
  opening: boolean;
  /** The server's words for a refusal. */
  error: string | null;
  onStart: (details: { name?: string; email?: string }) => void;
}

/**
 * Before a conversation: who the visitor is (optional name and e-mail, or the signed-in account). Outside staffed
 * hours it says when the desk opens and asks for the e-mail the reply will go to.
 */
export function ChatStartForm({ status, signedInName, opening, error, onStart }: ChatStartFormProps) {
  const intl = useIntl();
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const staffed = status?.staffed !== false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(signedInName === null ? { name: name.trim() || undefined, email: email.trim() || undefined } : {});
  };

  return (
    <chakra.form display="flex" flexDirection="column" gap="3" onSubmit={submit} noValidate data-testid="chat-start-form">
      {staffed ? (
        <Text>
          <FormattedMessage id="chat.start.intro" />
        </Text>
      ) : (
        <Box bg="bg.muted" borderRadius="md" p="3" data-testid="chat-leave-message-notice">
          <Text fontWeight="semibold">
            <FormattedMessage id="chat.offline.title" />
          </Text>
          <Text fontSize="sm">
            {status?.nextOpening ? (
              <FormattedMessage
                id="chat.offline.nextOpening"
                values={{
                  time: intl.formatDate(status.nextOpening, {
                    weekday: 'long',
                    hour: '2-digit',
                    minute: '2-digit',
                    timeZone: 'Asia/Shanghai',
                  }),
                }}
              />
            ) : (
              <FormattedMessage id="chat.offline.closed" />
            )}
          </Text>
        </Box>
      )}
      {signedInName !== null ? (
        <Text data-testid="chat-signed-in-as">
          <FormattedMessage id="chat.start.signedInAs" values={{ name: signedInName }} />
        </Text>
      ) : (
        <>
          <Box>
            <chakra.label htmlFor={nameId} display="block" fontSize="sm" fontWeight="medium" mb="1">
              <FormattedMessage id="chat.start.name" />
            </chakra.label>
            <Input id={nameId} value={name} maxLength={CHAT_NAME_MAX} autoComplete="name" onChange={(event) => setName(event.target.value)} />
          </Box>
          <Box>
            <chakra.label htmlFor={emailId} display="block" fontSize="sm" fontWeight="medium" mb="1">
              <FormattedMessage id={staffed ? 'chat.start.email' : 'chat.start.emailRequired'} />
            </chakra.label>
            <Input
              id={emailId}
              type="email"
              value={email}
              maxLength={CHAT_EMAIL_MAX}
              autoComplete="email"
              required={!staffed}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Box>
        </>
      )}
      {error ? (
        <Text color="fg.error" role="alert" data-testid="chat-start-error">
          {error}
        </Text>
      ) : null}
      <Button type="submit" colorPalette="brand" loading={opening} alignSelf="start" data-testid="chat-start">
        <FormattedMessage id={staffed ? 'chat.start.submit' : 'chat.start.submitMessage'} />
      </Button>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id="chat.start.callBack"
          values={{
            link: (words) => (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={`${pageRoutes.ith}#ith-contact`}>{words}</RouterLink>
              </Link>
            ),
          }}
        />
      </Text>
    </chakra.form>
  );
}
