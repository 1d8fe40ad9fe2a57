import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { PageShell } from '@/components/layout/page-shell';
import { randomUuid } from '@/lib/uuid';
import { ChatDeskView } from '../components/chat-desk-view';
import { useConsoleTitle } from '../hooks/use-console-title';
import { selectAccess } from '../store/console-feature';
import { selectChatDesk } from '../store/chat-desk-feature';
import { claimRequested, closeRequested, conversationSelected, deskLeft, deskOpened, replyRequested } from '../store/chat-desk-slice';

/** The online service desk (/console/chat): its streams run while the screen is open. */
export function ChatDeskScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const desk = useAppSelector(selectChatDesk);
  const me = useAppSelector(selectAccess).me;
  const title = intl.formatMessage({ id: 'console.chat.title' });
  useConsoleTitle(title);

  useEffect(() => {
    dispatch(deskOpened());
    return () => {
      dispatch(deskLeft());
    };
  }, [dispatch]);

  return (
    <PageShell title={title}>
      <Text color="fg.muted" mb="6" maxW="3xl">
        {intl.formatMessage({ id: 'console.chat.intro' })}
      </Text>
      <ChatDeskView
        desk={desk}
        myUserId={me?.userId}
        onSelect={(id) => dispatch(conversationSelected(id))}
        onClaim={(id) => dispatch(claimRequested(id))}
        onReply={(id, body) => dispatch(replyRequested(id, body, randomUuid()))}
        onClose={(id) => dispatch(closeRequested(id))}
        onRetryQueue={() => dispatch(deskOpened())}
      />
    </PageShell>
  );
}
