import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, chakra, Checkbox, Dialog, Field, Flex, Input, Portal, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { SubmitButton } from '@/components/forms/submit-button';
import { CONTENT_SECTIONS, type StaffUser } from '../api/staff-api';
import { invalidRecruiters, roleDraftOf, rolesOfDraft, type RoleDraft } from '../staff-rules';
import type { StaffOutcome, UserAction } from '../store/staff-slice';
import { formatConsoleDate } from './console-format';
import { ConsoleOutcome } from './console-outcome';
import { ActiveMark } from './users-list';
import { roleLabel, sectionLabel } from './users-format';
import { DetailFact, DetailSection } from './console-detail-parts';

const SUCCESS: Record<UserAction, string> = {
  active: 'console.users.done.active',
  roles: 'console.users.done.roles',
  passwordReset: 'console.users.done.passwordReset',
  secondFactorReset: 'console.users.done.secondFactorReset',
  delete: 'console.users.done.delete',
};

/** An action's result beside its control: only the outcome of that action is shown there. */
function Outcome({ action, outcome }: { action: UserAction; outcome: StaffOutcome<UserAction> | null | undefined }) {
  if (!outcome || outcome.action !== action) return null;
  return outcome.kind === 'done' ? (
    <ConsoleOutcome success={{ messageId: SUCCESS[action] }} testId={`console-user-${action}`} />
  ) : (
    <ConsoleOutcome failure={outcome.failure} testId={`console-user-${action}`} />
  );
}

function CheckboxField({ checked, onChange, children, name }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; name: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)} alignItems="flex-start">
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export interface RolesEditorProps {
  roles: readonly string[];
  onSave: (roles: string[]) => void;
  saving?: boolean;
  outcome?: StaffOutcome<UserAction> | null;
}

/**
 * The roles as a form: admin, an editor of every section or of chosen ones, recruiter of enterprises (ITH-dddd, one
 * a line), hub, service. Entries the form does not know are kept as they are.
 */
export function RolesEditor({ roles, onSave, saving = false, outcome }: RolesEditorProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [draft, setDraft] = useState<RoleDraft>(() => roleDraftOf(roles));
  const [recruiterText, setRecruiterText] = useState(() => roleDraftOf(roles).recruiters.join('\n'));
  const [touched, setTouched] = useState(false);
  const sectionsId = useId();
  const withRecruiters = { ...draft, recruiters: recruiterText.split(/[\s,]+/) };
  const invalid = invalidRecruiters(withRecruiters);
  const update = (patch: Partial<RoleDraft>) => setDraft({ ...draft, ...patch });
  const lastAdmin = outcome?.kind === 'failed' && outcome.action === 'roles' && outcome.lastAdmin === true;
  return (
    <chakra.form
      noValidate
      display="flex"
      flexDirection="column"
      gap="5"
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (invalid.length === 0) onSave(rolesOfDraft(withRecruiters));
      }}
      data-testid="console-roles-editor"
    >
      <Stack gap="3">
        <CheckboxField name="admin" checked={draft.admin} onChange={(admin) => update({ admin })}>
          <Text as="span" fontWeight="semibold">{t('console.users.role.admin')}</Text>
          <Text as="span" display="block" color="fg.muted" fontSize="sm">
            {t('console.users.roles.adminHint')}
          </Text>
        </CheckboxField>
        <CheckboxField name="hub" checked={draft.hub} onChange={(hub) => update({ hub })}>
          <Text as="span" fontWeight="semibold">{t('console.users.role.hub')}</Text>
          <Text as="span" display="block" color="fg.muted" fontSize="sm">
            {t('console.users.roles.hubHint')}
          </Text>
        </CheckboxField>
        <CheckboxField name="service" checked={draft.service} onChange={(service) => update({ service })}>
          <Text as="span" fontWeight="semibold">{t('console.users.role.service')}</Text>
          <Text as="span" display="block" color="fg.muted" fontSize="sm">
            {t('console.users.roles.serviceHint')}
          </Text>
        </CheckboxField>
      </Stack>
      <chakra.fieldset borderWidth="1px" borderRadius="md" p="4" aria-describedby={sectionsId}>
        <chakra.legend px="1" fontWeight="semibold">
          {t('console.users.roles.editorLegend')}
        </chakra.legend>
        <Text id={sectionsId} color="fg.muted" fontSize="sm" mb="3">
          {t('console.users.roles.editorHint')}
        </Text>
        <Box mb="3">
          <CheckboxField name="editorAll" checked={draft.editorAll} onChange={(editorAll) => update({ editorAll })}>
            {t('console.users.role.editorAll')}
          </CheckboxField>
        </Box>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
          {CONTENT_SECTIONS.map((section) => (
            <CheckboxField
              key={section}
              name={`editor-${section}`}
              checked={draft.editorAll || draft.editorSections.includes(section)}
              onChange={(checked) =>
                update({ editorSections: checked ? [...draft.editorSections, section] : draft.editorSections.filter((other) => other !== section) })
              }
            >
              {sectionLabel(intl, section)}
            </CheckboxField>
          ))}
        </SimpleGrid>
      </chakra.fieldset>
      <Field.Root invalid={touched && invalid.length > 0} maxW="md">
        <Field.Label>{t('console.users.roles.recruiterLabel')}</Field.Label>
        <Textarea name="recruiters" value={recruiterText} onChange={(event) => setRecruiterText(event.target.value)} rows={3} fontFamily="mono" bg="bg" spellCheck={false} />
        {touched && invalid.length > 0 ? (
          <Field.ErrorText color="red.700" data-testid="console-roles-recruiter-error">
            {intl.formatMessage({ id: 'console.users.roles.recruiterInvalid' }, { entries: invalid.join(', ') })}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>{t('console.users.roles.recruiterHint')}</Field.HelperText>
        )}
      </Field.Root>
      {draft.other.length > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage({ id: 'console.users.roles.otherKept' }, { entries: draft.other.join(', ') })}
        </Text>
      ) : null}
      {lastAdmin ? (
        <Box role="alert" bg="red.50" borderStartWidth="4px" borderColor="red.600" color="red.900" borderRadius="md" px="4" py="3" data-testid="console-last-admin">
          <Text fontWeight="semibold">{t('console.users.lastAdmin')}</Text>
          <Text fontSize="sm">{t('console.users.lastAdminHint')}</Text>
        </Box>
      ) : (
        <Outcome action="roles" outcome={outcome} />
      )}
      <Box>
        <SubmitButton loading={saving}>{t('console.users.roles.save')}</SubmitButton>
      </Box>
    </chakra.form>
  );
}

export interface DeleteUserDialogProps {
  open: boolean;
  email: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting?: boolean;
}

/**
 * Erasing an account cannot be undone: the admin types the account's e-mail to confirm (an alert dialog; Cancel is
 * reachable at once, Delete stays disabled until the address matches).
 */
export function DeleteUserDialog({ open, email, onOpenChange, onConfirm, deleting = false }: DeleteUserDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) setTyped('');
        onOpenChange(details.open);
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="console-delete-user-dialog">
            <chakra.form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (matches) onConfirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('console.users.delete.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb="3">{t('console.users.delete.body')}</Dialog.Description>
                <Text mb="4" fontSize="sm" color="fg.muted">
                  {t('console.users.delete.pipl')}
                </Text>
                <Field.Root required>
                  <Field.Label>{intl.formatMessage({ id: 'console.users.delete.typeEmail' }, { email })}</Field.Label>
                  <Input name="confirmEmail" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" spellCheck={false} bg="bg" />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={deleting}>
                    {t('console.users.delete.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" bg="red.700" color="white" _hover={{ bg: 'red.800' }} disabled={!matches} loading={deleting} loadingText={t('console.users.delete.confirm')}>
                  {t('console.users.delete.confirm')}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export interface UserDetailViewProps {
  user: StaffUser;
  pending?: UserAction | null;
  outcome?: StaffOutcome<UserAction> | null;
  onActive: (active: boolean) => void;
  onRoles: (roles: string[]) => void;
  onPasswordReset: () => void;
  onSecondFactorReset: () => void;
  onDelete: () => void;
  /** Opens the delete dialog at once (stories). */
  initialDeleteOpen?: boolean;
}

/** One account: its facts, status, roles, security resets and erasure. */
export function UserDetailView({
  user,
  pending = null,
  outcome = null,
  onActive,
  onRoles,
  onPasswordReset,
  onSecondFactorReset,
  onDelete,
  initialDeleteOpen = false,
}: UserDetailViewProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [deleteOpen, setDeleteOpen] = useState(initialDeleteOpen);
  return (
    <Stack gap="6" data-testid="console-user-detail">
      <DetailSection titleId="console.users.detail.facts" testId="console-user-facts">
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <DetailFact labelId="console.users.column.email">{user.email}</DetailFact>
          <DetailFact labelId="console.users.column.created">
            <time dateTime={user.createdAt}>{formatConsoleDate(intl, user.createdAt)}</time>
          </DetailFact>
          <DetailFact labelId="console.users.column.roles">{user.roles.length === 0 ? t('console.users.noRoles') : user.roles.map((role) => roleLabel(intl, role)).join(' · ')}</DetailFact>
          <DetailFact labelId="console.users.column.secondFactor">{t(user.totpEnrolled ? 'console.users.secondFactor.on' : 'console.users.secondFactor.off')}</DetailFact>
        </chakra.dl>
      </DetailSection>

      <DetailSection titleId="console.users.detail.status" testId="console-user-status">
        <Flex align="center" gap="4" wrap="wrap" mb="3">
          <ActiveMark active={user.active} />
          <Button variant="outline" colorPalette="brand" size="sm" loading={pending === 'active'} onClick={() => onActive(!user.active)}>
            {t(user.active ? 'console.users.deactivate' : 'console.users.activate')}
          </Button>
        </Flex>
        <Text color="fg.muted" fontSize="sm" mb="3">
          {t('console.users.statusHint')}
        </Text>
        <Outcome action="active" outcome={outcome} />
      </DetailSection>

      <DetailSection titleId="console.users.detail.roles" testId="console-user-roles">
        <RolesEditor key={user.roles.join('|')} roles={user.roles} onSave={onRoles} saving={pending === 'roles'} outcome={outcome} />
      </DetailSection>

      <DetailSection titleId="console.users.detail.security" testId="console-user-security">
        <Stack gap="4">
          <Box>
            <Text mb="2" color="fg.muted" fontSize="sm">
              {t('console.users.passwordResetHint')}
            </Text>
            <Button variant="outline" colorPalette="brand" size="sm" loading={pending === 'passwordReset'} onClick={onPasswordReset}>
              {t('console.users.passwordReset')}
            </Button>
            <Box mt="2">
              <Outcome action="passwordReset" outcome={outcome} />
            </Box>
          </Box>
          <Box>
            <Text mb="2" color="fg.muted" fontSize="sm">
              {t('console.users.secondFactorResetHint')}
            </Text>
            <Button variant="outline" colorPalette="brand" size="sm" loading={pending === 'secondFactorReset'} disabled={!user.totpEnrolled} onClick={onSecondFactorReset}>
              {t('console.users.secondFactorReset')}
            </Button>
            <Box mt="2">
              <Outcome action="secondFactorReset" outcome={outcome} />
            </Box>
          </Box>
        </Stack>
      </DetailSection>

      <DetailSection titleId="console.users.detail.delete" testId="console-user-delete" tone="danger">
        <Text mb="3">{t('console.users.delete.intro')}</Text>
        <Button bg="red.700" color="white" _hover={{ bg: 'red.800' }} size="sm" onClick={() => setDeleteOpen(true)}>
          {t('console.users.delete.open')}
        </Button>
        <Box mt="2">
          {outcome?.action === 'delete' && outcome.kind === 'failed' && outcome.lastAdmin ? (
            <ConsoleOutcome failure={{ messageId: 'console.users.lastAdminDelete' }} testId="console-user-delete" />
          ) : (
            <Outcome action="delete" outcome={outcome} />
          )}
        </Box>
        <DeleteUserDialog
          open={deleteOpen}
          email={user.email}
          onOpenChange={setDeleteOpen}
          deleting={pending === 'delete'}
          onConfirm={() => {
            onDelete();
            setDeleteOpen(false);
          }}
        />
      </DetailSection>
    </Stack>
  );
}
