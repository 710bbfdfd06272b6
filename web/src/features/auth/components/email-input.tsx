import { TextField, type TextFieldProps } from '@aws-amplify/ui-react';
import { forwardRef } from 'react';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';

/** The email field of the accounts forms: labelled, of email type, required. */
export const EmailInput = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label'>>(
  function EmailInput(props, ref) {
    return (
      <TextField
        ref={ref}
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        placeholder="tu@correo.com"
        required
        {...props}
      />
    );
  },
);
