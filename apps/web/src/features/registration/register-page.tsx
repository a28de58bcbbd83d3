/**
 * /register (001 §2, §4): step 1 chooses the register type, step 2 is the "Create an Account" form,
 * then the success screen asks the user to confirm their account before logging in.
 */
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES, REGISTER_TYPE_OPTIONS, type RegisterType } from '@sac/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PublicPage } from '../../lib/ui/public-page';
import { RegistrationForm } from './registration-form';

type Step = 'type' | 'form' | 'done';

function RegisterTypeStep({ onContinue }: { onContinue: () => void }) {
  const [type, setType] = useState<RegisterType>('organization');
  return (
    <Stack gap="md">
      <Radio.Group
        label="What would you like to register?"
        value={type}
        onChange={(v) => setType(v as RegisterType)}
      >
        <Stack gap="xs" mt="xs">
          {REGISTER_TYPE_OPTIONS.map((o) => (
            <Radio key={o.value} value={o.value} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Button onClick={onContinue}>Continue</Button>
      <Text size="sm" ta="center">
        Already have an account? <Link to={paths.login()}>Log In</Link>
      </Text>
    </Stack>
  );
}

function RegisteredStep() {
  return (
    <Stack gap="md">
      <Alert color="teal" icon={<IconCircleCheck size={18} />} title={ACCOUNT_MESSAGES.registered}>
        {ACCOUNT_MESSAGES.confirmBeforeLogin}
      </Alert>
      <Button component={Link} to={paths.login()}>
        Login
      </Button>
    </Stack>
  );
}

export default function RegisterPage() {
  const [step, setStep] = useState<Step>('type');
  const subtitle =
    step === 'form'
      ? 'Register your organization to share its shelter data. Fields marked * are required.'
      : undefined;
  return (
    <PublicPage title="Create an Account" subtitle={subtitle} width={step === 'form' ? 880 : 460}>
      {step === 'type' && <RegisterTypeStep onContinue={() => setStep('form')} />}
      {step === 'form' && (
        <RegistrationForm
          onBack={() => setStep('type')}
          onRegistered={() => {
            setStep('done');
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      {step === 'done' && <RegisteredStep />}
    </PublicPage>
  );
}
