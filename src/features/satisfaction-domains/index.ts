/** The satisfaction template domains page (/satisfaction-template-domains). */
export { SatisfactionDomainsPage } from './SatisfactionDomainsPage';
