import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from '../i18n/useTranslation';
import type { UserType } from '@marketdrop/validation';
import { auth } from '../i18n/en/auth';

export type SignupRoleModalProps = {
  open: boolean;
  /** Called on Cancel, Escape or a backdrop click; the choice is cleared. */
  onClose: () => void;
  /** Called on Continue with the chosen role; the modal then calls `onClose` and clears the choice. */
  onContinue: (role: UserType) => void;
};

const ROLES = [
  {
    value: 'consumer',
    titleKey: 'auth.signupRole.consumer',
    descriptionKey: 'auth.signupRole.consumerDescription',
  },
  {
    value: 'dealer',
    titleKey: 'auth.signupRole.dealer',
    descriptionKey: 'auth.signupRole.dealerDescription',
  },
] as const satisfies ReadonlyArray<{ value: UserType; titleKey: string; descriptionKey: string }>;

const RoleCard = styled('label', {
  name: 'MdSignupRoleModal',
  slot: 'Card',
  shouldForwardProp: (prop) => prop !== 'selected',
})<{ selected: boolean }>(({ theme, selected }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `2px solid ${selected ? theme.palette.primary.main : theme.palette.divider}`,
  backgroundColor: selected ? theme.palette.primary.light : theme.palette.background.paper,
  cursor: 'pointer',
  flex: 1,
  transition: theme.transitions.create(['border-color', 'background-color']),
  '&:hover': { borderColor: theme.palette.primary.main },
  '&:focus-within': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
}));

const RoleDescription = styled(Typography, { name: 'MdSignupRoleModal', slot: 'Description' })({
  '&::first-letter': { textTransform: 'uppercase' },
});

/** "How Would You Like to Get Started?": choose Consumer or Dealer before signing up. */
export function SignupRoleModal({ open, onClose, onContinue }: SignupRoleModalProps) {
  const { t } = useTranslation('ui', { auth });
  const [role, setRole] = useState<UserType | null>(null);
  const titleId = useId();

  const close = () => {
    setRole(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('auth.signupRole.title')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          name="signup-role"
          value={role ?? ''}
          onChange={(event) => setRole(event.target.value as UserType)}
        >
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, pt: 1 }}>
            {ROLES.map((item) => (
              <RoleCard key={item.value} selected={role === item.value}>
                <Radio
                  value={item.value}
                  slotProps={{
                    input: {
                      'aria-labelledby': `${titleId}-${item.value}-title`,
                      'aria-describedby': `${titleId}-${item.value}-description`,
                    },
                  }}
                />
                <Box>
                  <Typography id={`${titleId}-${item.value}-title`} sx={{ fontWeight: 700 }}>
                    {t(item.titleKey)}
                  </Typography>
                  <RoleDescription
                    id={`${titleId}-${item.value}-description`}
                    variant="body2"
                    sx={{ color: 'text.secondary' }}
                  >
                    {t(item.descriptionKey)}
                  </RoleDescription>
                </Box>
              </RoleCard>
            ))}
          </Box>
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{t('common.actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={role === null}
          onClick={() => {
            if (role === null) return;
            onContinue(role);
            close();
          }}
        >
          {t('common.actions.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
