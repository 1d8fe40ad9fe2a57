import { useIntl } from 'react-intl';
import { Box, Button, Text } from '@chakra-ui/react';

/** An unknown report, or one whose 30 days have passed: said plainly, with the way to make a new one. */
export function ReportUnavailable({ onStartAgain }: { onStartAgain: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box role="status" borderWidth="1px" borderRadius="md" p="6" maxW="3xl" data-testid="report-unavailable">
      <Text fontWeight="semibold" fontSize="lg" mb="2">
        {t('report.unavailable.title')}
      </Text>
      <Text mb="2">{t('report.unavailable.text')}</Text>
      <Text mb="4" color="fg.muted">
        {t('report.unavailable.owner')}
      </Text>
      <Button bg="brand.solid" color="brand.contrast" _hover={{ bg: 'brand.700' }} onClick={onStartAgain} data-testid="report-unavailable-start">
        {t('report.unavailable.start')}
      </Button>
    </Box>
  );
}
