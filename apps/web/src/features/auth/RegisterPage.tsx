import { zodResolver } from '@hookform/resolvers/zod';
import { GENDERS, registerBody } from '@farm/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useRegisterMutation } from './authApi';
import { PageMeta } from '../../shared/ui/PageMeta';
import { AuthLayout } from './AuthLayout';
import styles from './AuthLayout.module.css';
import { ChoiceGroup, Field, FormAlert } from '../../shared/ui/Field';
import { useSignIn } from './useSignIn';

type RegisterInput = z.input<typeof registerBody>;
type RegisterOutput = z.output<typeof registerBody>;
const FIELDS = ['name', 'email', 'mobile', 'password', 'gender'] as const;

/** /register: creates the account, signs the customer in and goes to /myaccount. */
export function RegisterPage() {
  const navigate = useNavigate();
  const [registerCustomer, { isLoading }] = useRegisterMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerBody),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', mobile: '', password: '' },
  });

  const { formError, signIn } = useSignIn(FIELDS, setError);
  const onSubmit = handleSubmit((values) =>
    signIn(
      () => registerCustomer(values).unwrap(),
      () => navigate('/myaccount', { replace: true }),
    ),
  );

  return (
    <AuthLayout
      title="Create your account"
      intro="It takes a minute, and your next order will be quicker."
      footer={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
      <PageMeta title="Create an account" />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Create an account">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Field label="Full name" error={errors.name?.message}>
          {(control) => <input {...control} type="text" autoComplete="name" {...register('name')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(control) => (
            <input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />
          )}
        </Field>
        <Field label="Mobile number" hint="10 digits, with or without +91" error={errors.mobile?.message}>
          {(control) => <input {...control} type="tel" autoComplete="tel" {...register('mobile')} />}
        </Field>
        <Field label="Password" hint="At least 6 characters" error={errors.password?.message}>
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" {...register('password')} />
          )}
        </Field>
        <ChoiceGroup legend="Gender" error={errors.gender?.message}>
          {(aria) => (
            <div className={styles.genders}>
              {GENDERS.map((gender) => (
                <label key={gender} className={styles.choice}>
                  <input type="radio" value={gender} {...aria} {...register('gender')} />
                  {gender}
                </label>
              ))}
            </div>
          )}
        </ChoiceGroup>
        <button type="submit" className={`button ${styles.submit}`} disabled={isLoading}>
          {isLoading ? 'Creating your account…' : 'Create account'}
        </button>
      </form>
    </AuthLayout>
  );
}
