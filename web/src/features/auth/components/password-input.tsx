import { PasswordField, type PasswordFieldProps } from '@aws-amplify/ui-react';
import { forwardRef } from 'react';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/passwordField.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';

/** Amplify's password field with its show/hide button labelled in Spanish. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordInput(props, ref) {
    return (
      <PasswordField
        ref={ref}
        showPasswordButtonLabel="Mostrar contraseña"
        passwordIsHiddenLabel="La contraseña está oculta"
        passwordIsShownLabel="La contraseña está visible"
        {...props}
      />
    );
  },
);
